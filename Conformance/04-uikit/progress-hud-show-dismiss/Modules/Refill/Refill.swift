import SVProgressHUD
import UIKit

// MARK: - View

protocol RefillViewInput: AnyObject {
    func show(medicine: String, pharmacies: [String])
    func showLoading()
    func hideLoading()
    func showConfirmation(_ message: String)
    func showFailure(_ message: String)
}

final class RefillViewController: UIViewController, RefillViewInput {
    var presenter: RefillPresenter!
    private let medicineLabel = UILabel()
    private let pharmacyControl = UISegmentedControl()
    private let orderButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order refill"
        view.backgroundColor = .systemBackground
        orderButton.setTitle("Order refill", for: .normal)
        orderButton.addTarget(self, action: #selector(orderTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [medicineLabel, pharmacyControl, orderButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func orderTapped() {
        presenter.didTapOrder(pharmacyIndex: pharmacyControl.selectedSegmentIndex)
    }

    func show(medicine: String, pharmacies: [String]) {
        medicineLabel.text = medicine
        pharmacyControl.removeAllSegments()
        for (index, name) in pharmacies.enumerated() {
            pharmacyControl.insertSegment(withTitle: name, at: index, animated: false)
        }
        pharmacyControl.selectedSegmentIndex = 0
    }

    func showLoading() {
        SVProgressHUD.setDefaultMaskType(.clear)
        SVProgressHUD.show(withStatus: "Sending to pharmacy…")
    }

    func hideLoading() {
        SVProgressHUD.dismiss()
    }

    func showConfirmation(_ message: String) {
        SVProgressHUD.showSuccess(withStatus: message)
        SVProgressHUD.dismiss(withDelay: 1.5)
    }

    func showFailure(_ message: String) {
        SVProgressHUD.showError(withStatus: message)
    }
}

// MARK: - Presenter

final class RefillPresenter {
    weak var view: RefillViewInput?
    var interactor: RefillInteractor!
    private let prescription: Prescription
    private let pharmacies = ["Main St", "Harbour", "Airport"]

    init(prescription: Prescription) {
        self.prescription = prescription
    }

    func viewDidLoad() {
        view?.show(medicine: prescription.medicine, pharmacies: pharmacies)
    }

    func didTapOrder(pharmacyIndex: Int) {
        view?.showLoading()
        interactor.orderRefill(prescription.id, at: pharmacies[pharmacyIndex]) { [weak self] result in
            self?.view?.hideLoading()
            switch result {
            case .success(let pickupDay):
                self?.view?.showConfirmation("Ready for pickup \(pickupDay)")
            case .failure:
                self?.view?.showFailure("The pharmacy couldn't take the order")
            }
        }
    }
}

// MARK: - Interactor

final class RefillInteractor {
    func orderRefill(_ prescriptionID: String, at pharmacy: String, completion: @escaping (Result<String, Error>) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            completion(.success("tomorrow"))
        }
    }
}

// MARK: - Builder

enum RefillBuilder {
    static func build(prescription: Prescription) -> UIViewController {
        let view = RefillViewController()
        let presenter = RefillPresenter(prescription: prescription)
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = RefillInteractor()
        return view
    }
}
