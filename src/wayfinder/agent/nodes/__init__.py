"""agent/nodes"""
