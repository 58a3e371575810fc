#import "ParkingHelp.h"
#import "ParkingZoneService.h"

@implementation ParkingHelpAssembly

+ (UIViewController *)helpModuleForZone:(NSString *)zone {
    ParkingHelpViewController *view = [[ParkingHelpViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    ParkingHelpPresenter *presenter = [[ParkingHelpPresenter alloc] init];
    presenter.view = view;
    presenter.interactor = [[ParkingHelpInteractor alloc] init];
    presenter.zone = zone;
    view.presenter = presenter;
    return view;
}

@end

@interface ParkingHelpViewController ()
@property (nonatomic, copy) NSArray<NSString *> *rules;
@end

@implementation ParkingHelpViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"RuleCell"];
    [self.presenter viewIsReady];
}

- (void)showTitle:(NSString *)title rules:(NSArray<NSString *> *)rules {
    self.title = title;
    self.rules = rules;
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.rules.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"RuleCell" forIndexPath:indexPath];
    cell.textLabel.text = self.rules[indexPath.row];
    cell.textLabel.numberOfLines = 0;
    return cell;
}

@end

@implementation ParkingHelpInteractor

- (NSArray<NSString *> *)rulesForZone:(NSString *)zone {
    return [[ParkingZoneService sharedService] rulesForZone:zone];
}

@end

@implementation ParkingHelpPresenter

- (void)viewIsReady {
    [self.view showTitle:[NSString stringWithFormat:@"Rules for zone %@", self.zone]
                   rules:[self.interactor rulesForZone:self.zone]];
}

@end
