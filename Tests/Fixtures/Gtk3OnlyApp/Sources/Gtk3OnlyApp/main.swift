// Attaches a placeholder to a new GTK 3 text view and says whether it shows.
import CPlaceholderGtk3
import PlaceholderTextView

@MainActor
func run() -> Int32 {
    guard gtk_init_check(nil, nil) != 0, let placeholder = try? PlaceholderTextView() else { return 2 }
    placeholder.placeholder = "GTK \(gtk_get_major_version()) only"
    print("\(placeholder.placeholder): showing \(placeholder.isPlaceholderVisible)")
    return placeholder.isPlaceholderVisible ? 0 : 1
}

exit(MainActor.assumeIsolated { run() })
