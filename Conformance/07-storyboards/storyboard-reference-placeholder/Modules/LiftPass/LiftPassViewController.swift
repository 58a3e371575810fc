import UIKit

protocol LiftPassView: AnyObject {
    func show(offers: [String], price: String)
    func showTicket(code: String)
}

final class LiftPassViewController: UIViewController, LiftPassView {
    @IBOutlet private weak var offerControl: UISegmentedControl!
    @IBOutlet private weak var priceLabel: UILabel!

    var presenter: LiftPassPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        LiftPassConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        offerControl.addTarget(self, action: #selector(offerChanged), for: .valueChanged)
        presenter.viewDidLoad()
    }

    @objc private func offerChanged() {
        presenter.didSelectOffer(at: offerControl.selectedSegmentIndex)
    }

    @IBAction private func payTapped(_ sender: UIButton) {
        presenter.didTapPay()
    }

    func show(offers: [String], price: String) {
        for (index, title) in offers.enumerated() where index < offerControl.numberOfSegments {
            offerControl.setTitle(title, forSegmentAt: index)
        }
        priceLabel.text = price
    }

    func showTicket(code: String) {
        priceLabel.text = code
    }
}
