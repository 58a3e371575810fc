import UIKit

// MARK: - View

protocol TransferConfirmViewInput: AnyObject {
    func show(payee: String)
    func showSending()
    func hideSending()
    func showResult(_ message: String)
}

final class TransferConfirmViewController: UIViewController, TransferConfirmViewInput {
    var presenter: TransferConfirmPresenter!

    private let payeeLabel = UILabel()
    private let amountField = UITextField()
    private let resultLabel = UILabel()
    private let sendButton = UIButton(configuration: .filled())
    private var sendingAlert: UIAlertController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Confirm transfer"
        view.backgroundColor = .systemBackground
        amountField.placeholder = "Amount in €"
        amountField.keyboardType = .decimalPad
        amountField.borderStyle = .roundedRect
        resultLabel.numberOfLines = 0
        sendButton.setTitle("Send", for: .normal)
        sendButton.addTarget(self, action: #selector(sendTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [payeeLabel, amountField, sendButton, resultLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func sendTapped() {
        presenter.didTapSend(amount: Decimal(string: amountField.text ?? "") ?? 0)
    }

    func show(payee: String) {
        payeeLabel.text = payee
    }

    func showSending() {
        let alert = UIAlertController(title: "Sending…", message: "Please keep the app open.", preferredStyle: .alert)
        sendingAlert = alert
        present(alert, animated: true)
    }

    func hideSending() {
        sendingAlert?.dismiss(animated: true)
        sendingAlert = nil
    }

    func showResult(_ message: String) {
        resultLabel.text = message
        sendButton.isEnabled = false
    }
}

// MARK: - Presenter

final class TransferConfirmPresenter {
    weak var view: TransferConfirmViewInput?
    var interactor: TransferConfirmInteractor!

    func viewDidLoad() {
        view?.show(payee: interactor.payee.name)
    }

    func didTapSend(amount: Decimal) {
        guard amount > 0 else { return }
        view?.showSending()
        interactor.send(amount: amount) { [weak self] reference in
            self?.view?.hideSending()
            self?.view?.showResult("Sent. Reference \(reference).")
        }
    }
}

// MARK: - Interactor

final class TransferConfirmInteractor {
    let payee: Payee

    init(payee: Payee) {
        self.payee = payee
    }

    func send(amount: Decimal, completion: @escaping (String) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
            completion(String(UUID().uuidString.prefix(8)))
        }
    }
}

// MARK: - Builder

enum TransferConfirmBuilder {
    static func build(payee: Payee) -> UIViewController {
        let view = TransferConfirmViewController()
        let presenter = TransferConfirmPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = TransferConfirmInteractor(payee: payee)
        return view
    }
}
