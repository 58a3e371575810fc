import UIKit

protocol CountdownViewInput: AnyObject {
    func startCounting(from seconds: Int, title: String)
}

final class CountdownViewController: UIViewController, CountdownViewInput {

    var presenter: CountdownViewOutput!
    private let numberLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel,
            target: self,
            action: #selector(cancelTapped)
        )
        numberLabel.font = .monospacedDigitSystemFont(ofSize: 120, weight: .heavy)
        numberLabel.textColor = .white
        numberLabel.textAlignment = .center
        numberLabel.frame = view.bounds
        numberLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(numberLabel)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }

    @objc private func cancelTapped() {
        presenter.didTapCancel()
    }

    func startCounting(from seconds: Int, title: String) {
        self.title = title
        for step in 0..<seconds {
            DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(step)) { [weak self] in
                self?.numberLabel.text = "\(seconds - step)"
            }
        }
    }
}
