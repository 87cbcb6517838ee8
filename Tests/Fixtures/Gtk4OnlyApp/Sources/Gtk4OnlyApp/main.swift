// Attaches a placeholder to a new GTK 4 text view and says whether it shows.
import CPlaceholderGtk4
import PlaceholderTextViewGtk4

@MainActor
func run() -> Int32 {
    guard gtk_init_check() != 0, let placeholder = try? PlaceholderTextView() else { return 2 }
    placeholder.placeholder = "GTK \(gtk_get_major_version()) only"
    print("\(placeholder.placeholder): showing \(placeholder.isPlaceholderVisible)")
    return placeholder.isPlaceholderVisible ? 0 : 1
}

exit(MainActor.assumeIsolated { run() })
