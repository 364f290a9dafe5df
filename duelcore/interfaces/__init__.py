"""duelcore.interfaces"""
