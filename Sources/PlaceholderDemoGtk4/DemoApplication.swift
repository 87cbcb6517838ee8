import CPlaceholderGtk4
import PlaceholderDemoOptions
import PlaceholderGObject

/// The GTK 4 demo as a GtkApplication: one instance, the usual shortcuts,
/// and a window built from the resources on activation.
@MainActor
final class DemoApplication {
    static let applicationID = "io.github.placeholdertextview.DemoGtk4"

    private let options: DemoCommand
    private let application: UnsafeMutablePointer<GtkApplication>
    private var window: DemoWindow?
    /// The exit status: set by a failure.
    private var status: Int32 = 0

    init(options: DemoCommand) {
        self.options = options
        // A screenshot run needs no session bus and no other instance;
        // a run without a bus falls back to a lone instance below.
        let flags = options.screenshot == nil ? GLibFlags.applicationDefault : GLibFlags.applicationNonUnique
        application = gtk_application_new(Self.applicationID, flags)!
    }

    private var gApplication: UnsafeMutablePointer<GApplication> { application.cast() }

    /// Runs the application to its end and returns the exit status.
    func run() -> Int32 {
        // Registering emits "startup" in the primary instance.
        onSignal(UnsafeMutableRawPointer(application), "startup") { [unowned self] in self.startup() }
        onSignal(UnsafeMutableRawPointer(application), "activate") { [unowned self] in self.activate() }
        if g_application_register(gApplication, nil, nil) == 0 {
            // No D-Bus session: run as a lone instance instead of failing.
            g_application_set_flags(gApplication, GLibFlags.applicationNonUnique)
        }
        let result = g_application_run(gApplication, 0, nil)
        window = nil
        g_object_unref(UnsafeMutableRawPointer(application))
        return status != 0 ? status : result
    }

    private func startup() {
        addAction("quit", to: UnsafeMutableRawPointer(application), accelerator: "app.quit", keys: "<Control>q") {
            [unowned self] in g_application_quit(self.gApplication)
        }
    }

    private func activate() {
        if let window {
            window.present()  // a second launch raises the first window
            return
        }
        do {
            if options.screenshot != nil { Screenshot.prepare() }
            try DemoResources.loadStyleSheet()
            let created = try DemoWindow(application: application, options: options)
            window = created
            let gtkWindow: UnsafeMutablePointer<GtkWindow> = created.window.cast()
            addAction("close", to: UnsafeMutableRawPointer(gtkWindow), accelerator: "win.close", keys: "<Control>w") {
                gtk_window_close(gtkWindow)
            }
            if let path = options.screenshot {
                defer { gtk_window_destroy(gtkWindow) }
                try Screenshot.save(created.window, to: path)
                return
            }
            created.present()
        } catch {
            reportFailure("\(error)")
            g_application_quit(gApplication)
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

/// Prints `placeholder-demo-gtk4: message` as one line on standard error.
func printError(_ message: String) {
    printDemoError(message, program: "placeholder-demo-gtk4")
}
