import CGtk
import PlaceholderTextView

// placeholder-demo: a GtkEntry and PlaceholderTextView side by side, with
// the same placeholder, plus a view with a long multi-line placeholder.

let usage = """
    usage: placeholder-demo [options]

      --placeholder TEXT     placeholder of the entry and of the first text view
      --text TEXT            initial content of the first text view
      --direction ltr|rtl    text direction of the whole window (default ltr)
      --centered             centre the placeholders vertically in the views
      --scale N              window scale factor, 1 to 4 (HiDPI; sets GDK_SCALE)
      --screenshot FILE.png  render the window to a PNG and exit
      --help                 show this help
    """

func fail(_ message: String) -> Never {
    let line = "placeholder-demo: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

MainActor.assumeIsolated {
    let options: DemoOptions
    do {
        options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        fail("\(error) (see --help)")
    }
    if options.showHelp {
        print(usage)
        exit(0)
    }
    if options.scale != 1 { setenv("GDK_SCALE", String(options.scale), 1) }
    guard gtk_init_check(nil, nil) != 0 else {
        fail("cannot open a display: set DISPLAY, or run under Xvfb (xvfb-run -a placeholder-demo ...)")
    }
    let window = DemoWindow(options: options)
    if let path = options.screenshotPath {
        do {
            try window.saveScreenshot(to: path)
            exit(0)
        } catch {
            fail("\(error)")
        }
    }
    window.present()
    gtk_main()
}
