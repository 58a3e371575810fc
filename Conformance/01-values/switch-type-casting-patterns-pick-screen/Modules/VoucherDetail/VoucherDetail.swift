//
//  VoucherDetail.swift
//  Beetroot
//

import UIKit

protocol VoucherDetailDataStore: AnyObject {
    var voucherCode: String? { get set }
}

protocol VoucherDetailDataPassing {
    var dataStore: VoucherDetailDataStore? { get }
}

final class VoucherDetailViewController: UIViewController {
    var interactor: VoucherDetailInteractor?
    var router: VoucherDetailDataPassing?
    private let codeLabel = UILabel()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = VoucherDetailInteractor()
        let presenter = VoucherDetailPresenter()
        let router = VoucherDetailRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Voucher"
        codeLabel.font = .monospacedSystemFont(ofSize: 32, weight: .bold)
        codeLabel.textAlignment = .center
        codeLabel.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(codeLabel)
        interactor?.copyCodeToPasteboard()
    }

    func displayCode(_ code: String) {
        codeLabel.text = code
    }
}

final class VoucherDetailInteractor: VoucherDetailDataStore {
    var presenter: VoucherDetailPresenter?
    var voucherCode: String?

    func copyCodeToPasteboard() {
        guard let voucherCode else { return }
        UIPasteboard.general.string = voucherCode
        presenter?.presentCode(voucherCode)
    }
}

final class VoucherDetailPresenter {
    weak var viewController: VoucherDetailViewController?

    func presentCode(_ code: String) {
        viewController?.displayCode(code)
    }
}

final class VoucherDetailRouter: VoucherDetailDataPassing {
    var dataStore: VoucherDetailDataStore?
}
