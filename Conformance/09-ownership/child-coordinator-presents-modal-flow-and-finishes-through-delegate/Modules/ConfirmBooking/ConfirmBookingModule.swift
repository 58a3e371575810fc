import UIKit

protocol ConfirmBookingModuleOutput: AnyObject {
    func confirmBookingDidComplete()
}

final class ConfirmBookingViewController: UIViewController {

    var presenter: ConfirmBookingPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Confirm"
        summaryLabel.numberOfLines = 0
        summaryLabel.frame = view.bounds.insetBy(dx: 24, dy: 180)
        summaryLabel.text = presenter.summary
        view.addSubview(summaryLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Book", style: .done, target: self, action: #selector(bookTapped)
        )
    }

    @objc private func bookTapped() {
        presenter.didTapBook()
    }
}

final class ConfirmBookingPresenter {

    weak var output: ConfirmBookingModuleOutput?
    let summary: String

    init(studio: Studio, slot: String) {
        summary = "\(studio.name) at \(slot), 2 hours: £\(studio.hourlyRate * 2)"
    }

    func didTapBook() {
        output?.confirmBookingDidComplete()
    }
}

enum ConfirmBookingBuilder {

    static func build(studio: Studio, slot: String, output: ConfirmBookingModuleOutput) -> UIViewController {
        let view = ConfirmBookingViewController()
        let presenter = ConfirmBookingPresenter(studio: studio, slot: slot)
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
