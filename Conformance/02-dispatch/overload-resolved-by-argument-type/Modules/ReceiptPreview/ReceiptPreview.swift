import UIKit

final class ReceiptPreviewViewController: UIViewController {

    var presenter: ReceiptPreviewPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .black
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapDone()
        })
        let imageView = UIImageView(image: UIImage(named: presenter.imageName))
        imageView.contentMode = .scaleAspectFit
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)
    }
}

final class ReceiptPreviewPresenter {

    private let receipt: Receipt
    private let router: ReceiptPreviewRouter

    init(receipt: Receipt, router: ReceiptPreviewRouter) {
        self.receipt = receipt
        self.router = router
    }

    var title: String { receipt.merchant }
    var imageName: String { receipt.imageName }

    func didTapDone() {
        router.close()
    }
}

final class ReceiptPreviewRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

enum ReceiptPreviewBuilder {

    static func build(receipt: Receipt) -> UIViewController {
        let view = ReceiptPreviewViewController()
        let router = ReceiptPreviewRouter()
        view.presenter = ReceiptPreviewPresenter(receipt: receipt, router: router)
        router.viewController = view
        return view
    }
}
