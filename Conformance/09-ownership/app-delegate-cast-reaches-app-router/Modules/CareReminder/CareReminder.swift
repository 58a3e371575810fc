//
//  CareReminder.swift
//  Sprout
//

import UIKit
import UserNotifications

// MARK: - View

final class CareReminderViewController: UIViewController {

    var presenter: CareReminderPresenter!
    private let picker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Reminder"
        picker.datePickerMode = .time
        picker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            picker.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.presenter.didTapSave(time: self.picker.date)
        })
    }
}

// MARK: - Presenter

final class CareReminderPresenter {

    private let plant: Plant
    private let interactor: CareReminderInteractor
    private let router: CareReminderRouter

    init(plant: Plant, interactor: CareReminderInteractor, router: CareReminderRouter) {
        self.plant = plant
        self.interactor = interactor
        self.router = router
    }

    func didTapSave(time: Date) {
        interactor.scheduleReminder(for: plant, at: time)
        router.close()
    }
}

// MARK: - Interactor

final class CareReminderInteractor {

    func scheduleReminder(for plant: Plant, at time: Date) {
        let content = UNMutableNotificationContent()
        content.title = "Water \(plant.name)"
        let components = Calendar.current.dateComponents([.hour, .minute], from: time)
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let request = UNNotificationRequest(identifier: plant.id.uuidString, content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request)
    }
}

// MARK: - Router

final class CareReminderRouter {

    func close() {
        let appDelegate = UIApplication.shared.delegate as? AppDelegate
        appDelegate?.appRouter.dismissPresented()
    }
}

// MARK: - Builder

enum CareReminderBuilder {

    static func build(plant: Plant) -> UIViewController {
        let view = CareReminderViewController()
        view.presenter = CareReminderPresenter(plant: plant, interactor: CareReminderInteractor(), router: CareReminderRouter())
        return view
    }
}
