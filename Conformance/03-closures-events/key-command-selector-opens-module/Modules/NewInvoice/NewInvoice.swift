import UIKit

final class NewInvoiceViewController: UIViewController {

    var presenter: NewInvoicePresenter!
    private let clientField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Invoice"
        view.backgroundColor = .systemBackground
        clientField.placeholder = "Client"
        clientField.borderStyle = .roundedRect
        clientField.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(clientField)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
    }

    @objc private func cancelTapped() {
        presenter.didTapCancel()
    }
}

final class NewInvoicePresenter {

    var wireframe: NewInvoiceWireframe!
    private(set) var draftClient: String?

    func didTapCancel() {
        draftClient = nil
        wireframe.dismissForm()
    }
}

final class NewInvoiceWireframe {

    private weak var viewController: UIViewController?

    static func makeModule() -> UIViewController {
        let view = NewInvoiceViewController()
        let presenter = NewInvoicePresenter()
        let wireframe = NewInvoiceWireframe()
        view.presenter = presenter
        presenter.wireframe = wireframe
        wireframe.viewController = view
        return view
    }

    func dismissForm() {
        viewController?.dismiss(animated: true)
    }
}
