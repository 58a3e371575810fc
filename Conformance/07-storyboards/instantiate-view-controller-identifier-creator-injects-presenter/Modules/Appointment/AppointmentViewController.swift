import UIKit

protocol AppointmentViewProtocol: AnyObject {
    func setEarliestSlot(_ date: Date)
    func setBusy(_ isBusy: Bool)
}

final class AppointmentViewController: UIViewController, AppointmentViewProtocol {
    @IBOutlet private weak var datePicker: UIDatePicker!
    @IBOutlet private weak var bookButton: UIButton!

    private let presenter: AppointmentPresenterProtocol

    init?(coder: NSCoder, presenter: AppointmentPresenterProtocol) {
        self.presenter = presenter
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use AppointmentWireframe.createModule(for:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        datePicker.minimumDate = .now
        presenter.viewDidLoad()
    }

    @IBAction private func bookTapped(_ sender: UIButton) {
        presenter.didTapBook(at: datePicker.date)
    }

    func setEarliestSlot(_ date: Date) {
        datePicker.date = date
    }

    func setBusy(_ isBusy: Bool) {
        bookButton.configuration?.showsActivityIndicator = isBusy
        bookButton.isEnabled = !isBusy
    }
}
