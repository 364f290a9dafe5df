"""duelcore.formats"""
