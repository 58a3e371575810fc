//
//  ForecastViewController.m
//  Nimbus
//

#import "ForecastViewController.h"

static NSString * const kForecastDayCellIdentifier = @"ForecastDayCell";

@interface ForecastViewController ()

@property (nonatomic, copy) NSArray<NSString *> *days;

@end

@implementation ForecastViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kForecastDayCellIdentifier];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Radar" style:UIBarButtonItemStylePlain target:self action:@selector(radarTapped:)];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - ForecastViewInput

- (void)showCity:(NSString *)city days:(NSArray<NSString *> *)days {
    self.title = city;
    self.days = days;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.days.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kForecastDayCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.days[indexPath.row];
    return cell;
}

#pragma mark - Actions

- (void)radarTapped:(id)sender {
    [self.output didTapRadar];
}

@end
