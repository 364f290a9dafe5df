"""duelcore.scenarios"""
