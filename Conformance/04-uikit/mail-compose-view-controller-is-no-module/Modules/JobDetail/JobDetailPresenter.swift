import Foundation

protocol JobDetailViewOutput: AnyObject {
    func viewDidLoad()
    func didTapEmailCustomer()
}

final class JobDetailPresenter: JobDetailViewOutput {

    weak var view: JobDetailViewInput?
    private let job: RepairJob
    private let router: JobDetailRouterInput

    init(job: RepairJob, router: JobDetailRouterInput) {
        self.job = job
        self.router = router
    }

    func viewDidLoad() {
        let work = job.work.map { "• \($0)" }.joined(separator: "\n")
        view?.show(summary: "\(job.bike) for \(job.customerName)\n\(work)", canNotify: job.isReady)
    }

    func didTapEmailCustomer() {
        let body = "Hi \(job.customerName), your \(job.bike) (ticket #\(job.ticket)) is ready for pick-up."
        router.composeEmail(to: job.customerEmail, subject: "Your bike is ready", body: body)
    }
}
