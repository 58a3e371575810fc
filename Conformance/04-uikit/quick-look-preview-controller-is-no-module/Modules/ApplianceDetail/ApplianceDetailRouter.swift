import QuickLook
import UIKit

final class ApplianceDetailRouter: NSObject {
    weak var viewController: UIViewController?
    private var manualURL: URL?

    func openManual(at url: URL) {
        manualURL = url
        let preview = QLPreviewController()
        preview.dataSource = self
        preview.currentPreviewItemIndex = 0
        viewController?.present(preview, animated: true)
    }

    func openClaim(for appliance: Appliance) {
        let claim = WarrantyClaimBuilder.build(appliance: appliance)
        viewController?.navigationController?.pushViewController(claim, animated: true)
    }
}

extension ApplianceDetailRouter: QLPreviewControllerDataSource {
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int {
        manualURL == nil ? 0 : 1
    }

    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
        (manualURL ?? URL(fileURLWithPath: "/dev/null")) as NSURL
    }
}
