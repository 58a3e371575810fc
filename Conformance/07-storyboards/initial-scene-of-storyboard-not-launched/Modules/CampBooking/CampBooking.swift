import UIKit

enum CampBookingBuilder {
    static func build(campsite: Campsite) -> UIViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let view = storyboard.instantiateViewController(withIdentifier: "CampBooking") as! CampBookingViewController
        view.presenter = CampBookingPresenter(campsite: campsite, view: view, interactor: CampBookingInteractor(api: .shared))
        return view
    }
}

protocol CampBookingView: AnyObject {
    func show(title: String, nights: Int)
    func showConfirmation(_ code: String)
}

final class CampBookingViewController: UIViewController, CampBookingView {
    @IBOutlet private weak var nightsLabel: UILabel!
    @IBOutlet private weak var nightsStepper: UIStepper!
    @IBOutlet private weak var tentSwitch: UISwitch!

    var presenter: CampBookingPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        nightsStepper.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.presenter.didChangeNights(Int(self.nightsStepper.value))
        }, for: .valueChanged)
        presenter.viewDidLoad()
    }

    @IBAction private func bookTapped(_ sender: UIButton) {
        presenter.didTapBook(tent: tentSwitch.isOn)
    }

    func show(title: String, nights: Int) {
        self.title = title
        nightsLabel.text = "\(nights) night\(nights == 1 ? "" : "s")"
    }

    func showConfirmation(_ code: String) {
        navigationItem.prompt = "Booked: \(code)"
    }
}

final class CampBookingPresenter {
    private let campsite: Campsite
    private weak var view: CampBookingView?
    private let interactor: CampBookingInteractor
    private var nights = 1

    init(campsite: Campsite, view: CampBookingView, interactor: CampBookingInteractor) {
        self.campsite = campsite
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(title: campsite.name, nights: nights)
    }

    func didChangeNights(_ value: Int) {
        nights = value
        view?.show(title: campsite.name, nights: nights)
    }

    func didTapBook(tent: Bool) {
        Task { @MainActor in
            if let code = await interactor.book(campsite, nights: nights, tent: tent) {
                view?.showConfirmation(code)
            }
        }
    }
}

final class CampBookingInteractor {
    private let api: CampingAPI

    init(api: CampingAPI) {
        self.api = api
    }

    func book(_ campsite: Campsite, nights: Int, tent: Bool) async -> String? {
        try? await api.book(campsiteID: campsite.id, nights: nights, tent: tent)
    }
}
