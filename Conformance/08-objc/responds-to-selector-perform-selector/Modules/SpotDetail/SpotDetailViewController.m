//
//  SpotDetailViewController.m
//  ParkEasy
//

#import "SpotDetailViewController.h"

static NSString * const kSpotDetailCellIdentifier = @"SpotDetailCell";

@interface SpotDetailViewController ()

@property (nonatomic, copy) NSArray<NSString *> *rates;

@end

@implementation SpotDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Spot";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kSpotDetailCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - SpotDetailViewInput

- (void)showRates:(NSArray<NSString *> *)rates {
    self.rates = rates;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.rates.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kSpotDetailCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.rates[indexPath.row];
    return cell;
}

@end
