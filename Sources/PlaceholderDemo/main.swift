import PlaceholderTextView
print("demo")
