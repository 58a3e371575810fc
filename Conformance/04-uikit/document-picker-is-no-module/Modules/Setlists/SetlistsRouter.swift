import UIKit
import UniformTypeIdentifiers

protocol SetlistsRouterInput: AnyObject {
    func openChartImport()
    func openSetlist(_ setlist: Setlist)
}

protocol SetlistsRouterOutput: AnyObject {
    func routerDidPickChartFiles(_ urls: [URL])
}

final class SetlistsRouter: NSObject, SetlistsRouterInput {

    weak var viewController: UIViewController?
    weak var output: SetlistsRouterOutput?

    func openChartImport() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText], asCopy: true)
        picker.allowsMultipleSelection = true
        picker.delegate = self
        viewController?.present(picker, animated: true)
    }

    func openSetlist(_ setlist: Setlist) {
        let detail = SetlistDetailAssembly.assemble(setlist: setlist)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

extension SetlistsRouter: UIDocumentPickerDelegate {

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        output?.routerDidPickChartFiles(urls)
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        controller.dismiss(animated: true)
    }
}
