"""duelcore.engine"""
