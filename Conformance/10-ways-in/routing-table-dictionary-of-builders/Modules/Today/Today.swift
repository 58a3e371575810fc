//
//  Today.swift
//  Nimbus
//

import UIKit

// MARK: - Contracts

protocol TodayViewInput: AnyObject {
    func display(hours: [String])
}

protocol TodayViewOutput: AnyObject {
    func viewDidLoad()
    func didTapRadar()
}

protocol TodayInteractorInput: AnyObject {
    func loadHours()
}

protocol TodayInteractorOutput: AnyObject {
    func didLoad(hours: [String])
}

protocol TodayRouterInput: AnyObject {
    func openRadar()
}

// MARK: - View

final class TodayViewController: UITableViewController, TodayViewInput {
    var output: TodayViewOutput!
    private var hours: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Radar", style: .plain, target: self, action: #selector(radarTapped))
        output.viewDidLoad()
    }

    func display(hours: [String]) {
        self.hours = hours
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        hours.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = hours[indexPath.row]
        return cell
    }

    @objc private func radarTapped() {
        output.didTapRadar()
    }
}

// MARK: - Presenter

final class TodayPresenter: TodayViewOutput, TodayInteractorOutput {
    private weak var view: TodayViewInput?
    private let interactor: TodayInteractorInput
    private let router: TodayRouterInput
    private var hours: [String] = []

    init(view: TodayViewInput, interactor: TodayInteractorInput, router: TodayRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadHours()
    }

    func didLoad(hours: [String]) {
        self.hours = hours
        view?.display(hours: hours)
    }

    func didTapRadar() {
        router.openRadar()
    }
}

// MARK: - Interactor

final class TodayInteractor: TodayInteractorInput {
    weak var output: TodayInteractorOutput?

    func loadHours() {
        output?.didLoad(hours: ["09:00 14°", "12:00 18°", "15:00 17°"])
    }
}

// MARK: - Router

final class TodayRouter: TodayRouterInput {
    weak var viewController: UIViewController?

    func openRadar() {
        viewController?.navigationController?.pushViewController(RadarBuilder.build(), animated: true)
    }
}

// MARK: - Builder

enum TodayBuilder {
    static func build() -> UIViewController {
        let view = TodayViewController()
        let interactor = TodayInteractor()
        let router = TodayRouter()
        let presenter = TodayPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
