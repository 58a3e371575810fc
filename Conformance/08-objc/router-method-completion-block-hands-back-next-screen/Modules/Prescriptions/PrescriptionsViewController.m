//
//  PrescriptionsViewController.m
//  Dispensary
//

#import "PrescriptionsViewController.h"

static NSString * const kPrescriptionCellIdentifier = @"PrescriptionCell";

@interface PrescriptionsViewController ()
@property (nonatomic, copy) NSArray<NSString *> *names;
@end

@implementation PrescriptionsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"My prescriptions";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kPrescriptionCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - PrescriptionsViewInput

- (void)showPrescriptionNames:(NSArray<NSString *> *)names {
    self.names = names;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.names.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kPrescriptionCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.names[indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectPrescriptionAtIndex:indexPath.row];
}

@end
