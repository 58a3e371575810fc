//
//  CakeDetail.swift
//  Crumb
//

import UIKit

// MARK: - Contracts

protocol CakeDetailViewInput: AnyObject {
    func display(options: [String])
}

protocol CakeDetailViewOutput: AnyObject {
    func viewDidLoad()
}

protocol CakeDetailInteractorInput: AnyObject {
    func loadOptions()
}

protocol CakeDetailInteractorOutput: AnyObject {
    func didLoad(options: [String])
}

// MARK: - View

final class CakeDetailViewController: UITableViewController, CakeDetailViewInput {
    var output: CakeDetailViewOutput!
    private var options: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cake"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(options: [String]) {
        self.options = options
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = options[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class CakeDetailPresenter: CakeDetailViewOutput, CakeDetailInteractorOutput {
    private weak var view: CakeDetailViewInput?
    private let interactor: CakeDetailInteractorInput
    private let cakeId: String
    private var options: [String] = []

    init(view: CakeDetailViewInput, interactor: CakeDetailInteractorInput, cakeId: String) {
        self.view = view
        self.interactor = interactor
        self.cakeId = cakeId
    }

    func viewDidLoad() {
        interactor.loadOptions()
    }

    func didLoad(options: [String]) {
        self.options = options
        view?.display(options: options)
    }
}

// MARK: - Interactor

final class CakeDetailInteractor: CakeDetailInteractorInput {
    weak var output: CakeDetailInteractorOutput?

    func loadOptions() {
        output?.didLoad(options: ["Whole cake", "Slice", "Add a message"])
    }
}

// MARK: - Builder

enum CakeDetailBuilder {
    static func build(cakeId: String) -> UIViewController {
        let view = CakeDetailViewController()
        let interactor = CakeDetailInteractor()
        let presenter = CakeDetailPresenter(view: view, interactor: interactor, cakeId: cakeId)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
