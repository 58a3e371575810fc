import UIKit

final class TourViewController: UIViewController {

    var presenter: TourPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: presenter.steps.map { step in
            let label = UILabel()
            label.numberOfLines = 0
            label.text = step
            return label
        })
        stack.axis = .vertical
        stack.spacing = 20
        stack.frame = view.bounds.insetBy(dx: 28, dy: 120)
        view.addSubview(stack)
    }
}

final class TourPresenter {

    let steps = [
        "Pick a deck and say the word out loud before you flip the card.",
        "Be honest: \"Not yet\" brings the card back sooner.",
        "Five minutes a day beats an hour on Sunday."
    ]
}

enum TourBuilder {

    static func build() -> UIViewController {
        let view = TourViewController()
        view.presenter = TourPresenter()
        return view
    }
}
