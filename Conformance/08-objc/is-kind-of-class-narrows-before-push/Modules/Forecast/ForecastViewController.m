//
//  ForecastViewController.m
//  Skyline
//

#import "ForecastViewController.h"

static NSString * const kForecastCellIdentifier = @"ForecastCell";

@interface ForecastViewController ()

@property (nonatomic, copy) NSArray<NSString *> *days;

@end

@implementation ForecastViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Forecast";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kForecastCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - ForecastViewInput

- (void)showDays:(NSArray<NSString *> *)days {
    self.days = days;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.days.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kForecastCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.days[indexPath.row];
    return cell;
}

@end
