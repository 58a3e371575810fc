import Foundation
import Testing
import ViperMap
import ViperMapClang

/// The Objective-C front-end's first step: declarations read through libclang, as the same facts
/// the Swift front-end makes. Runs where libclang loads, and always on CI (which installs it).
private let libclangTestsRun = ClangLibrary.shared != nil || ProcessInfo.processInfo.environment["CI"] != nil

@Suite(.enabled(if: libclangTestsRun, "needs libclang (apt-get install libclang-14-dev); skipped where it does not load"))
struct ObjCScannerTests {
    private func scan(_ path: String, _ text: String) throws -> FileFacts {
        let library = try #require(ClangLibrary.shared, "libclang did not load: \(ClangLibrary.installHint)")
        return ObjCScanner.scan(path: path, text: text, library: library)
    }

    /// Doc comments above an interface, a protocol and a requirement; requirements as the Objective-C declarations they are.
    @Test func docCommentsAndRequirementsAsWritten() throws {
        let facts = try scan("Classes/Modules/Account/PBDAccountIO.h", """
            #import <UIKit/UIKit.h>

            /** What the account presenter asks of its interactor. */
            @protocol PBDAccountInteractorInput <NSObject>
            /// Loads the signed-in account.
            - (void)obtainAccount;
            - (NSString *)nameForUser:(NSInteger)userID
                             fallback:(NSString *)fallback;
            @property (nonatomic, copy) NSString *title;
            @end

            /// Shows the signed-in account.
            @interface PBDAccountViewController : UIViewController
            @end
            """)
        let proto = try #require(facts.types.first { $0.name == "PBDAccountInteractorInput" })
        #expect(proto.doc == "What the account presenter asks of its interactor.")
        #expect(proto.requirements.map(\.signature) == ["- (void)obtainAccount;", "- (NSString *)nameForUser:(NSInteger)userID fallback:(NSString *)fallback;",
                                                         "@property (nonatomic, copy) NSString *title;"])
        #expect(proto.requirements.map(\.doc) == ["Loads the signed-in account.", nil, nil])
        #expect(facts.types.first { $0.name == "PBDAccountViewController" }?.doc == "Shows the signed-in account.")
    }

    @Test func aHeaderGivesClassesProtocolsPropertiesAndMethods() throws {
        let facts = try scan("Classes/Modules/List/VTDListWireframe.h", """
            #import <UIKit/UIKit.h>
            #import "VTDListModuleInterface.h"

            @class VTDAddWireframe;

            @protocol VTDListModuleInterface <NSObject>
            - (void)addNewEntry;
            - (void)updateView;
            @end

            @interface VTDListWireframe : NSObject <VTDListModuleInterface>
            @property (nonatomic, strong) VTDAddWireframe *addWireframe;
            @property (nonatomic, weak) id<VTDListModuleInterface> output;
            - (void)presentListInterfaceFromWindow:(UIWindow *)window;
            - (void)presentAddInterfaceFrom:(UIViewController *)controller animated:(BOOL)animated;
            + (instancetype)wireframe;
            @end
            """)
        #expect(facts.syntaxErrors.isEmpty)
        #expect(facts.imports.map(\.module) == ["UIKit"])
        #expect(facts.types.map(\.name) == ["VTDListModuleInterface", "VTDListWireframe"])
        let proto = facts.types[0], wireframe = facts.types[1]
        #expect(proto.kind == .protocol && proto.inherits == ["NSObject"])
        #expect(proto.requirements.map(\.signature) == ["- (void)addNewEntry;", "- (void)updateView;"])
        #expect(wireframe.kind == .class && wireframe.inherits == ["NSObject", "VTDListModuleInterface"] && wireframe.line == 11)
        #expect(wireframe.properties.map { "\($0.name):\($0.typeName):\($0.isWeak)" } == [
            "addWireframe:VTDAddWireframe:false", "output:VTDListModuleInterface:true",
        ])
        // An interface declares methods; their facts (with bodies) come from the implementation.
        #expect(wireframe.functions.isEmpty)
    }

    @Test func anImplementationAndAClassExtensionAreMoreOfTheClass() throws {
        // The class's own header is not given to clang yet: its declaration stands in for it here.
        let facts = try scan("Classes/Modules/List/VTDListWireframe.m", """
            #import <UIKit/UIKit.h>
            @class VTDListViewController;
            @interface VTDListWireframe : NSObject
            @end

            @interface VTDListWireframe ()
            @property (nonatomic, strong) VTDListViewController *listViewController;
            @end

            @implementation VTDListWireframe
            - (void)presentListInterfaceFromWindow:(UIWindow *)window {
                window.rootViewController = self.listViewController;
            }
            @end
            """)
        #expect(facts.types.map { "\($0.name):\($0.kind)" } == ["VTDListWireframe:class", "VTDListWireframe:extension", "VTDListWireframe:extension"])
        #expect(facts.types[1].properties.map { "\($0.name):\($0.typeName)" } == ["listViewController:VTDListViewController"])
        #expect(facts.types[2].functions.map { "\($0.name)@\($0.line)" } == ["presentListInterfaceFromWindow@11"])
    }

    @Test func theSameFactsComeFromEveryThread() throws {
        let text = "#import <UIKit/UIKit.h>\n@interface VTDAddViewController : UIViewController\n@end\n"
        let one = try scan("A.h", text)
        let many = try (0..<8).map { _ in try scan("A.h", text) }
        let concurrent = Parallel.map(8, threads: 4) { _ in ObjCScanner.scan(path: "A.h", text: text, library: ClangLibrary.shared!) }
        #expect(many.allSatisfy { $0 == one } && concurrent.allSatisfy { $0 == one })
        #expect(one.types.first?.inherits == ["UIViewController"])
    }

    @Test func aLibraryThatDoesNotLoadIsNoCrash() {
        #expect(ClangLibrary.load(environment: ["VIPERMAP_LIBCLANG": "/nonexistent/libclang.so"]) == nil)
        // A library without libclang's symbols is refused, not half-used.
        #expect(ClangLibrary.load(environment: ["VIPERMAP_LIBCLANG": "libm.so.6"]) == nil)
    }

    /// An Objective-C module of our own: wireframe, presenter, interactor and view, declared in headers.
    private let objcModule = [
        "Classes/List/VTDListWireframe.h": "#import <UIKit/UIKit.h>\n@class VTDListPresenter;\n@interface VTDListWireframe : NSObject\n@property (nonatomic, strong) VTDListPresenter *listPresenter;\n@end\n",
        "Classes/List/VTDListPresenter.h": "#import <Foundation/Foundation.h>\n@class VTDListWireframe;\n@interface VTDListPresenter : NSObject\n@property (nonatomic, weak) VTDListWireframe *wireframe;\n@end\n",
        "Classes/List/VTDListInteractor.h": "#import <Foundation/Foundation.h>\n@interface VTDListInteractor : NSObject\n@end\n",
        "Classes/List/VTDListViewController.h": "#import <UIKit/UIKit.h>\n@interface VTDListViewController : UITableViewController\n@end\n",
        "Classes/List/VTDListViewController.m": "#import \"VTDListViewController.h\"\n@implementation VTDListViewController\n@end\n",
        "Classes/Legacy/Bridge.mm": "#import <Foundation/Foundation.h>\n",
        "ClassesTests/VTDListPresenterTests.m": "#import <XCTest/XCTest.h>\n@interface VTDListPresenterTests : XCTestCase\n@end\n",
    ]

    @Test func objectiveCFilesAreScannedIntoModules() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write(objcModule, in: folder)
        let graph = try TestSupport.scanFolder(folder)
        let module = try #require(graph.modules.first)
        #expect(graph.modules.map(\.name) == ["List"])
        #expect(module.components.map { "\($0.name):\($0.role.rawValue)" }.sorted() == [
            "VTDListInteractor:interactor", "VTDListPresenter:presenter", "VTDListViewController:view", "VTDListWireframe:router",
        ])
        #expect(graph.diagnostics.contains { $0.file == "Classes/Legacy/Bridge.mm" && $0.message == "Objective-C++ is not read yet; skipped" })
    }

    @Test func withoutLibclangTheScanSaysOnceWhatToInstallAndGoesOn() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = objcModule
        files["Swift/Home/HomePresenter.swift"] = "class HomePresenter {}"
        files["Swift/Home/HomeRouter.swift"] = "class HomeRouter {}"
        try TestSupport.write(files, in: folder)
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["scan", folder.path, "-o", folder.appendingPathComponent("out.json").path],
                                         environment: ["VIPERMAP_LIBCLANG": "/nonexistent/libclang.so"])
        #expect(result.status == 0)
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("Objective-C file") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("5 Objective-C files not read (libclang did not load)") == true)
        #expect(warnings.first?.contains("apt-get install libclang-14-dev") == true)
        // The Swift module is still mapped; the Objective-C one is not.
        #expect(result.stderr.contains("vipermap: 1 modules, "))
    }
}
