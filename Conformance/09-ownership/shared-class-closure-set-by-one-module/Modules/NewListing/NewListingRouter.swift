import UIKit

protocol NewListingRouterInput: AnyObject {
    func showPreview(of draft: ListingDraft)
}

final class NewListingRouter: NewListingRouterInput {

    weak var viewController: UIViewController?

    func showPreview(of draft: ListingDraft) {
        let preview = ListingPreviewBuilder.build(draft: draft)
        viewController?.navigationController?.pushViewController(preview, animated: true)
    }
}
