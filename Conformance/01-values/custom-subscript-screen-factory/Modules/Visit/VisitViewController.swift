import UIKit

final class VisitViewController: UIViewController {
    var output: VisitPresenter?
    private let highlightsButton = UIButton(type: .system)
    private let mapButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Your visit"
        view.backgroundColor = .systemBackground
        highlightsButton.setTitle("Today's highlight", for: .normal)
        highlightsButton.addTarget(self, action: #selector(highlightTapped), for: .touchUpInside)
        mapButton.setTitle("Where am I?", for: .normal)
        mapButton.addTarget(self, action: #selector(mapTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [highlightsButton, mapButton])
        stack.axis = .vertical
        view.addSubview(stack)
    }

    @objc private func highlightTapped() {
        output?.didTapHighlight()
    }

    @objc private func mapTapped() {
        output?.didTapWhereAmI()
    }
}
