import XCTest

/// The C library for GTK 3 and GTK 4 from C, Python, JavaScript and
/// Vala, against a fresh `make install` into a temporary prefix.
/// Needs a display (xvfb-run), gcc, pkg-config, valgrind, python3-gi with
/// cairo, gjs, valac and Glade's library (Tests/install-packages.sh).
final class CLibraryTests: XCTestCase {
    private func checks(gtk: Int) throws -> CLibraryChecks {
        CLibraryChecks(installed: try CLibraryInstall.require(gtk: gtk))
    }

    func testMakeInstallPutsEveryFileWhereTheDocsSay() throws {
        for gtk in [3, 4] { try checks(gtk: gtk).makeInstallPutsEveryFileWhereTheDocsSay() }
    }

    func testTheLibraryNeedsOnlyGtkAtRunTimeAndExportsOnlyItsInterface() throws {
        for gtk in [3, 4] { try checks(gtk: gtk).theLibraryNeedsOnlyGtkAtRunTimeAndExportsOnlyItsInterface() }
    }

    func testClassStructsAreNeverWritten() throws {
        for gtk in [3, 4] { try checks(gtk: gtk).classStructsAreNeverWritten() }
    }

    func testTheLibraryCarriesNoSwiftRuntime() throws {
        for gtk in [3, 4] { try checks(gtk: gtk).theLibraryCarriesNoSwiftRuntime() }
    }

    func testTheIntrospectionDataDocumentsEveryFunctionAndProperty() throws {
        for gtk in [3, 4] { try checks(gtk: gtk).theIntrospectionDataDocumentsEveryFunctionAndProperty() }
    }

    func testGladeLoadsTheCatalogAndTheTypeFromTheInstalledLibrary() throws {
        try checks(gtk: 3).gladeLoadsTheCatalogAndTheTypeFromTheInstalledLibrary()
    }

    func testCambalacheLoadsTheCatalogAndItsWorkspaceDrawsThePlaceholder() throws {
        for gtk in [3, 4] { try checks(gtk: gtk).cambalacheLoadsTheCatalogAndItsWorkspaceDrawsThePlaceholder() }
    }

    func testFromCWithGtk3UnderMemcheckToo() throws {
        try checks(gtk: 3).fromC(underMemcheck: true)
    }

    /// The C program with GTK 4, and again under valgrind memcheck (about
    /// a minute and a half).
    func testFromCWithGtk4UnderMemcheckToo() throws {
        try checks(gtk: 4).fromC(underMemcheck: true)
    }

    /// C/tests/model_ptv.py with a seed of its own each run (in the
    /// failure's message, to replay it).
    func testModelBasedRandomOperationsWithGtk3() throws {
        try checks(gtk: 3).modelBasedRandomOperations(seed: CLibraryChecks.seedOfThisRun)
    }

    /// C/tests/model_ptv.py with GTK 4, as with GTK 3.
    func testModelBasedRandomOperationsWithGtk4() throws {
        try checks(gtk: 4).modelBasedRandomOperations(seed: CLibraryChecks.seedOfThisRun)
    }

    /// C/tests/model_ptv.py under valgrind memcheck, fewer operations and a
    /// fixed seed.
    func testModelBasedRandomOperationsWithGtk3UnderMemcheck() throws {
        try checks(gtk: 3).modelBasedRandomOperationsUnderMemcheck()
    }

    /// C/tests/model_ptv.py with GTK 4 under valgrind memcheck.
    func testModelBasedRandomOperationsWithGtk4UnderMemcheck() throws {
        try checks(gtk: 4).modelBasedRandomOperationsUnderMemcheck()
    }

    func testGtkOnASecondThreadAndMisuseFromAnotherWithGtk3() throws {
        try checks(gtk: 3).gtkOnASecondThreadAndMisuseFromAnother()
    }

    func testGtkOnASecondThreadAndMisuseFromAnotherWithGtk4() throws {
        try checks(gtk: 4).gtkOnASecondThreadAndMisuseFromAnother()
    }

    func testLastReferenceDroppedInAPythonThread() throws {
        for gtk in [3, 4] { try checks(gtk: gtk).lastReferenceDroppedInAPythonThread() }
    }

    func testTheDefaultFocusRuleIsTheEntrysOnScreen() throws {
        for gtk in [3, 4] { try checks(gtk: gtk).theDefaultFocusRuleIsTheEntrysOnScreen() }
    }

    func testFromPython() throws {
        for gtk in [3, 4] { try checks(gtk: gtk).fromPython() }
    }

    func testFromVala() throws {
        for gtk in [3, 4] { try checks(gtk: gtk).fromVala() }
    }

    func testFromJavaScript() throws {
        for gtk in [3, 4] { try checks(gtk: gtk).fromJavaScript() }
    }
}
