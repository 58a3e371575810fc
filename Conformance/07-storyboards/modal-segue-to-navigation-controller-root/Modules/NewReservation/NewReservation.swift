import UIKit

enum NewReservationConfigurator {
    static func configure(_ viewController: NewReservationViewController) {
        let interactor = NewReservationInteractor(service: .shared)
        viewController.presenter = NewReservationPresenter(view: viewController, interactor: interactor)
    }
}

protocol NewReservationView: AnyObject {
    func showConfirmation(_ text: String)
    func showError(_ text: String)
}

final class NewReservationViewController: UIViewController, NewReservationView {
    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet private weak var partySizeStepper: UIStepper!
    @IBOutlet private weak var timePicker: UIDatePicker!

    var presenter: NewReservationPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        NewReservationConfigurator.configure(self)
    }

    @IBAction private func bookTapped(_ sender: UIButton) {
        presenter.didTapBook(name: nameField.text ?? "", partySize: Int(partySizeStepper.value), time: timePicker.date)
    }

    func showConfirmation(_ text: String) {
        navigationItem.prompt = text
        view.endEditing(true)
    }

    func showError(_ text: String) {
        navigationItem.prompt = text
    }
}

final class NewReservationPresenter {
    private weak var view: NewReservationView?
    private let interactor: NewReservationInteractor

    init(view: NewReservationView, interactor: NewReservationInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func didTapBook(name: String, partySize: Int, time: Date) {
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            view?.showError("Enter the guest's name")
            return
        }
        Task { @MainActor in
            if await interactor.book(name: name, partySize: partySize, time: time) {
                view?.showConfirmation("Table booked for \(name)")
            } else {
                view?.showError("Could not book, try another time")
            }
        }
    }
}

final class NewReservationInteractor {
    private let service: BookingService

    init(service: BookingService) {
        self.service = service
    }

    func book(name: String, partySize: Int, time: Date) async -> Bool {
        (try? await service.book(guestName: name, partySize: partySize, at: time)) != nil
    }
}
