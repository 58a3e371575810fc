//
//  VaccinationsViewController.m
//  Pawprint
//

#import "VaccinationsViewController.h"

static NSString * const kVaccinationsCellIdentifier = @"VaccinationsCell";

@interface VaccinationsViewController ()

@property (nonatomic, copy) NSArray<NSString *> *shots;

@end

@implementation VaccinationsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Vaccinations";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kVaccinationsCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - VaccinationsViewInput

- (void)showShots:(NSArray<NSString *> *)shots {
    self.shots = shots;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.shots.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kVaccinationsCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.shots[indexPath.row];
    return cell;
}

@end
