//
//  PlantDetail.swift
//  Sprout
//

import UIKit

// MARK: - Contracts

protocol PlantDetailViewInput: AnyObject {
    func display(tips: [String])
}

protocol PlantDetailViewOutput: AnyObject {
    func viewDidLoad()
    func makeUserActivity() -> NSUserActivity
}

protocol PlantDetailInteractorInput: AnyObject {
    func loadTips()
}

protocol PlantDetailInteractorOutput: AnyObject {
    func didLoad(tips: [String])
}

// MARK: - View

final class PlantDetailViewController: UITableViewController, PlantDetailViewInput {
    var output: PlantDetailViewOutput!
    private var tips: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plant"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(tips: [String]) {
        self.tips = tips
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = tips[indexPath.row]
        return cell
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        userActivity = output.makeUserActivity()
        userActivity?.becomeCurrent()
    }
}

// MARK: - Presenter

final class PlantDetailPresenter: PlantDetailViewOutput, PlantDetailInteractorOutput {
    private weak var view: PlantDetailViewInput?
    private let interactor: PlantDetailInteractorInput
    private let plantId: String
    private var tips: [String] = []

    init(view: PlantDetailViewInput, interactor: PlantDetailInteractorInput, plantId: String) {
        self.view = view
        self.interactor = interactor
        self.plantId = plantId
    }

    func viewDidLoad() {
        interactor.loadTips()
    }

    func didLoad(tips: [String]) {
        self.tips = tips
        view?.display(tips: tips)
    }

    func makeUserActivity() -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.viewPlant")
        activity.title = "Plant care"
        activity.userInfo = ["plantId": plantId]
        activity.isEligibleForHandoff = true
        activity.isEligibleForSearch = true
        return activity
    }
}

// MARK: - Interactor

final class PlantDetailInteractor: PlantDetailInteractorInput {
    weak var output: PlantDetailInteractorOutput?

    func loadTips() {
        output?.didLoad(tips: ["Water every 10 days", "Indirect light"])
    }
}

// MARK: - Builder

enum PlantDetailBuilder {
    static func build(plantId: String) -> UIViewController {
        let view = PlantDetailViewController()
        let interactor = PlantDetailInteractor()
        let presenter = PlantDetailPresenter(view: view, interactor: interactor, plantId: plantId)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
