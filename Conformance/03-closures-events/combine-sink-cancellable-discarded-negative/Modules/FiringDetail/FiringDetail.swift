//
//  FiringDetail.swift
//  Kilnside
//

import UIKit

protocol FiringDetailViewInput: AnyObject {
    func show(title: String, summary: String)
}

final class FiringDetailViewController: UIViewController, FiringDetailViewInput {
    var presenter: FiringDetailPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(summaryLabel)
        presenter.viewDidLoad()
    }

    func show(title: String, summary: String) {
        self.title = title
        summaryLabel.text = summary
    }
}

final class FiringDetailPresenter {
    weak var view: FiringDetailViewInput?
    private let firing: Firing

    init(firing: Firing) {
        self.firing = firing
    }

    func viewDidLoad() {
        let date = firing.loadedOn.formatted(date: .abbreviated, time: .omitted)
        view?.show(title: "Firing #\(firing.id)", summary: "\(firing.kind) to cone \(firing.cone), loaded \(date)")
    }
}

enum FiringDetailAssembly {
    static func assemble(firing: Firing) -> UIViewController {
        let view = FiringDetailViewController()
        let presenter = FiringDetailPresenter(firing: firing)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
