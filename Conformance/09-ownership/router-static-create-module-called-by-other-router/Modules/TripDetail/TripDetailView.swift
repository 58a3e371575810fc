import UIKit

class TripDetailView: UIViewController, TripDetailViewProtocol {

    var presenter: TripDetailPresenterProtocol?
    private let summaryLabel = UILabel()
    private let packingButton = UIButton(configuration: .borderedProminent())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        packingButton.setTitle("Packing list", for: .normal)
        packingButton.addTarget(self, action: #selector(packingTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [summaryLabel, packingButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
        presenter?.viewDidLoad()
    }

    @objc private func packingTapped() {
        presenter?.didTapPackingList()
    }

    func showTrip(destination: String, summary: String) {
        title = destination
        summaryLabel.text = summary
    }
}
