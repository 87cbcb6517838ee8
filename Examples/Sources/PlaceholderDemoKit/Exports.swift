// The demo kit's API speaks of the shared options (DemoOptions, DemoDirection,
// DemoFailure): whoever uses the kit uses them.
@_exported import PlaceholderDemoOptions
