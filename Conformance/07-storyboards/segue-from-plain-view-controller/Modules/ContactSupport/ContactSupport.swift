import UIKit

enum ContactSupportConfigurator {
    static func configure(_ viewController: ContactSupportViewController) {
        let interactor = ContactSupportInteractor(service: .shared)
        viewController.presenter = ContactSupportPresenter(view: viewController, interactor: interactor)
    }
}

protocol ContactSupportView: AnyObject {
    func showSent(ticket: String)
}

final class ContactSupportViewController: UIViewController, ContactSupportView {
    @IBOutlet private weak var messageTextView: UITextView!

    var presenter: ContactSupportPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        ContactSupportConfigurator.configure(self)
    }

    @IBAction private func sendTapped(_ sender: UIButton) {
        presenter.didTapSend(message: messageTextView.text)
    }

    func showSent(ticket: String) {
        messageTextView.isEditable = false
        navigationItem.prompt = "Sent as \(ticket)"
    }
}

final class ContactSupportPresenter {
    private weak var view: ContactSupportView?
    private let interactor: ContactSupportInteractor

    init(view: ContactSupportView, interactor: ContactSupportInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func didTapSend(message: String) {
        guard !message.isEmpty else { return }
        Task { @MainActor in
            if let ticket = await interactor.send(message) {
                view?.showSent(ticket: ticket)
            }
        }
    }
}

final class ContactSupportInteractor {
    private let service: RentalService

    init(service: RentalService) {
        self.service = service
    }

    func send(_ message: String) async -> String? {
        try? await service.sendSupportMessage(message)
    }
}
