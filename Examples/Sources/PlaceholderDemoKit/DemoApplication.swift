import CPlaceholderGObject
import PlaceholderDemoOptions
import PlaceholderGObject

/// The demo as a GtkApplication: one instance, the usual shortcuts, and a
/// window built from the resources on activation.
@MainActor
final class DemoApplication<Toolkit: DemoToolkit> {
    private let options: DemoOptions
    private let application: gpointer
    private var window: DemoWindow<Toolkit>?
    /// The exit status: set by a failure.
    private var status: Int32 = 0

    init(options: DemoOptions) {
        self.options = options
        // A screenshot run needs no session bus and no other instance;
        // a run without a bus falls back to a lone instance below.
        let flags = options.screenshot == nil ? GLibFlags.applicationDefault : GLibFlags.applicationNonUnique
        application = Toolkit.newApplication(Toolkit.applicationID, flags: flags)
    }

    private var gApplication: UnsafeMutablePointer<GApplication> { application.assumingMemoryBound(to: GApplication.self) }

    /// Runs the application to its end and returns the exit status.
    func run() -> Int32 {
        // Registering emits "startup" in the primary instance.
        onSignal(application, "startup") { [unowned self] in self.startup() }
        onSignal(application, "activate") { [unowned self] in self.activate() }
        if g_application_register(gApplication, nil, nil) == 0 {
            // No D-Bus session: run as a lone instance instead of failing.
            g_application_set_flags(gApplication, GLibFlags.applicationNonUnique)
        }
        let result = g_application_run(gApplication, 0, nil)
        window = nil
        g_object_unref(application)
        return status != 0 ? status : result
    }

    private func startup() {
        addAction("quit", to: application, accelerator: "app.quit", keys: "<Control>q") { [unowned self] in
            g_application_quit(self.gApplication)
        }
    }

    private func activate() {
        if let window {
            window.present()  // a second launch raises the first window
            return
        }
        do {
            try DemoResources<Toolkit>.loadStyleSheet()
            let created = try DemoWindow<Toolkit>(application: application, options: options)
            window = created
            let gtkWindow = created.window
            addAction("close", to: gtkWindow, accelerator: "win.close", keys: "<Control>w") {
                Toolkit.close(gtkWindow)
            }
            if let path = options.screenshot {
                defer { Toolkit.destroy(gtkWindow) }
                try Toolkit.screenshot(gtkWindow, to: path)
                return
            }
            created.present()
        } catch {
            status = 1
            printDemoError("\(error)", program: Toolkit.program)
            g_application_quit(gApplication)
        }
    }

    /// Adds a GSimpleAction to a GActionMap (the application or a window)
    /// with a keyboard shortcut.
    private func addAction(
        _ name: String, to map: gpointer, accelerator: String, keys: String, _ action: @escaping @MainActor () -> Void
    ) {
        let simple = g_simple_action_new(name, nil)!
        onSignal(UnsafeMutableRawPointer(simple), "activate", action)
        g_action_map_add_action(OpaquePointer(map), simple)
        g_object_unref(UnsafeMutableRawPointer(simple))
        Toolkit.setAccelerator(keys, for: accelerator, in: application)
    }
}
