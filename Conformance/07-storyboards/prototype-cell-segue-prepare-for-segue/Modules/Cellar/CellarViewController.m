//
//  CellarViewController.m
//  Corkboard
//

#import "CellarViewController.h"
#import "CellarModuleConfigurator.h"
#import "WineDetailViewController.h"
#import "WineDetailModuleInput.h"
#import "Wine.h"

static NSString * const kWineCellIdentifier = @"WineCell";
static NSString * const kShowWineSegueIdentifier = @"showWine";

@interface CellarViewController ()

@property (nonatomic, copy) NSArray<Wine *> *wines;

@end

@implementation CellarViewController

- (void)awakeFromNib {
    [super awakeFromNib];
    [[[CellarModuleConfigurator alloc] init] configureModuleForViewInput:self];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - CellarViewInput

- (void)showWines:(NSArray<Wine *> *)wines {
    self.wines = wines;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.wines.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kWineCellIdentifier forIndexPath:indexPath];
    Wine *wine = self.wines[indexPath.row];
    cell.textLabel.text = [NSString stringWithFormat:@"%@ %ld", wine.name, (long)wine.vintage];
    cell.detailTextLabel.text = [NSString stringWithFormat:@"%@ · %ld left", wine.region, (long)wine.bottlesLeft];
    return cell;
}

#pragma mark - Navigation

- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
    if ([segue.identifier isEqualToString:kShowWineSegueIdentifier]) {
        NSIndexPath *indexPath = [self.tableView indexPathForCell:(UITableViewCell *)sender];
        WineDetailViewController *wineDetail = segue.destinationViewController;
        id<WineDetailModuleInput> moduleInput = (id<WineDetailModuleInput>)wineDetail.output;
        [self.output configureWineDetailModule:moduleInput forWineAtIndex:indexPath.row];
    }
}

@end
