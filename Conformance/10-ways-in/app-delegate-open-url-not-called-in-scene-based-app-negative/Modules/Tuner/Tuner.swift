//
//  Tuner.swift
//  Fretwork
//

import UIKit

final class TunerViewController: UIViewController {
    var presenter: TunerPresenter!
    private let noteLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        noteLabel.font = .systemFont(ofSize: 96, weight: .bold)
        noteLabel.textAlignment = .center
        noteLabel.frame = view.bounds
        view.addSubview(noteLabel)
        let done = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak self] _ in
            self?.presenter.didTapDone()
        })
        done.frame = CGRect(x: 20, y: 60, width: 80, height: 44)
        view.addSubview(done)
        noteLabel.text = "E"
    }
}

final class TunerPresenter {
    private let router: TunerRouter

    init(router: TunerRouter) {
        self.router = router
    }

    func didTapDone() {
        router.close()
    }
}

final class TunerRouter {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

enum TunerBuilder {
    static func build() -> UIViewController {
        let view = TunerViewController()
        let router = TunerRouter()
        view.presenter = TunerPresenter(router: router)
        router.viewController = view
        return view
    }
}
