import CPlaceholderGtk3
import PlaceholderDemoOptions
import PlaceholderGObject

/// The demo as a GtkApplication: one instance, the usual shortcuts, and a
/// window built from the resources on activation.
@MainActor
final class DemoApplication {
    static let applicationID = "io.github.placeholdertextview.Demo"

    private let options: DemoCommand
    private let application: UnsafeMutablePointer<GtkApplication>
    private var window: DemoWindow?
    /// The exit status: set by a failure or a finished screenshot.
    private var status: Int32 = 0

    init(options: DemoCommand) {
        self.options = options
        // A screenshot run needs no session bus; neither does a run
        // without one (it falls back to a non-unique instance below).
        let flags = options.screenshot == nil ? GLibFlags.applicationDefault : GLibFlags.applicationNonUnique
        application = gtk_application_new(Self.applicationID, flags)!
    }

    /// Runs the application to its end and returns the exit status.
    func run() -> Int32 {
        let gApplication = UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self)
        // Registering emits "startup" in the primary instance.
        onSignal(UnsafeMutableRawPointer(application), "startup") { [unowned self] in self.startup() }
        onSignal(UnsafeMutableRawPointer(application), "activate") { [unowned self] in self.activate() }
        if g_application_register(gApplication, nil, nil) == 0 {
            // No D-Bus session: run as a lone instance instead of failing.
            g_application_set_flags(gApplication, GLibFlags.applicationNonUnique)
        }
        let result = g_application_run(gApplication, 0, nil)
        g_object_unref(UnsafeMutableRawPointer(application))
        return status != 0 ? status : result
    }

    private func startup() {
        addAction("quit", to: UnsafeMutableRawPointer(application), accelerator: "app.quit", keys: "<Control>q") {
            [unowned self] in g_application_quit(UnsafeMutableRawPointer(self.application).assumingMemoryBound(to: GApplication.self))
        }
    }

    private func activate() {
        if let window {
            window.present()  // a second launch raises the first window
            return
        }
        do {
            try DemoResources.loadStyleSheet()
            let created = try DemoWindow(application: application, options: options)
            window = created
            addAction("close", to: UnsafeMutableRawPointer(created.window), accelerator: "win.close", keys: "<Control>w") {
                gtk_window_close(UnsafeMutableRawPointer(created.window).assumingMemoryBound(to: GtkWindow.self))
            }
            if let path = options.screenshot {
                try Screenshot.save(created.window, to: path)
                gtk_widget_destroy(created.window)
                return
            }
            created.present()
        } catch {
            reportFailure("\(error)")
            g_application_quit(UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self))
        }
    }

    private func reportFailure(_ message: String) {
        status = 1
        printError(message)
    }

    /// Adds a GSimpleAction to a GActionMap (the application or a window)
    /// with a keyboard shortcut.
    private func addAction(
        _ name: String, to map: UnsafeMutableRawPointer, accelerator: String, keys: String,
        _ action: @escaping @MainActor () -> Void
    ) {
        let simple = g_simple_action_new(name, nil)!
        onSignal(UnsafeMutableRawPointer(simple), "activate", action)
        g_action_map_add_action(OpaquePointer(map), simple)
        g_object_unref(UnsafeMutableRawPointer(simple))
        keys.withCString { key in
            let accels: [UnsafePointer<CChar>?] = [key, nil]
            accels.withUnsafeBufferPointer { buffer in
                gtk_application_set_accels_for_action(application, accelerator, buffer.baseAddress)
            }
        }
    }
}

/// Prints `placeholder-demo: message` as one line on standard error.
func printError(_ message: String) {
    printDemoError(message, program: "placeholder-demo")
}
