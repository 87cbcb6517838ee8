import XCTest

/// The C library for GTK 3 and GTK 4 from C, Python, JavaScript and
/// Vala, against a fresh `make install` into a temporary prefix.
/// Needs a display (xvfb-run), gcc, pkg-config, valgrind, python3-gi with
/// cairo, gjs, valac and Glade's library (Tests/install-packages.sh).
final class CLibraryTests: XCTestCase {
    private func checks(gtk: Int) throws -> CLibraryChecks {
        CLibraryChecks(installed: try CLibraryInstall.require(gtk: gtk))
    }

    func testMakeInstallPutsEveryFileWhereTheREADMESays() throws {
        try checks(gtk: 3).makeInstallPutsEveryFileWhereTheREADMESays()
        try checks(gtk: 4).makeInstallPutsEveryFileWhereTheREADMESays()
    }

    func testTheLibraryNeedsOnlyGtkAtRunTimeAndExportsOnlyItsInterface() throws {
        try checks(gtk: 3).theLibraryNeedsOnlyGtkAtRunTimeAndExportsOnlyItsInterface()
        try checks(gtk: 4).theLibraryNeedsOnlyGtkAtRunTimeAndExportsOnlyItsInterface()
    }

    func testTheIntrospectionDataDocumentsEveryFunctionAndProperty() throws {
        try checks(gtk: 3).theIntrospectionDataDocumentsEveryFunctionAndProperty()
        try checks(gtk: 4).theIntrospectionDataDocumentsEveryFunctionAndProperty()
    }

    func testGladeLoadsTheCatalogAndTheTypeFromTheInstalledLibrary() throws {
        try checks(gtk: 3).gladeLoadsTheCatalogAndTheTypeFromTheInstalledLibrary()
    }

    func testCambalacheLoadsTheCatalogAndItsWorkspaceDrawsThePlaceholder() throws {
        try checks(gtk: 3).cambalacheLoadsTheCatalogAndItsWorkspaceDrawsThePlaceholder()
        try checks(gtk: 4).cambalacheLoadsTheCatalogAndItsWorkspaceDrawsThePlaceholder()
    }

    func testFromCWithGtk3UnderMemcheckToo() throws {
        try checks(gtk: 3).fromC(underMemcheck: true)
    }

    func testFromCWithGtk4() throws {
        try checks(gtk: 4).fromC(underMemcheck: false)
    }

    func testFromPython() throws {
        try checks(gtk: 3).fromPython()
        try checks(gtk: 4).fromPython()
    }

    func testFromVala() throws {
        try checks(gtk: 3).fromVala()
        try checks(gtk: 4).fromVala()
    }

    func testFromJavaScript() throws {
        try checks(gtk: 3).fromJavaScript()
        try checks(gtk: 4).fromJavaScript()
    }
}
