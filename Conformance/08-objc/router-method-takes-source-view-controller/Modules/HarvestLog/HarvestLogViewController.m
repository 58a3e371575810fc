//
//  HarvestLogViewController.m
//  Sprout
//

#import "HarvestLogViewController.h"
#import "Crop.h"

static NSString * const kHarvestCellIdentifier = @"HarvestCell";

@interface HarvestLogViewController ()

@property (nonatomic, copy) NSArray<Crop *> *crops;

@end

@implementation HarvestLogViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Harvest Log";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd
                                                                                           target:self
                                                                                           action:@selector(addButtonTapped:)];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kHarvestCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

- (void)addButtonTapped:(UIBarButtonItem *)sender {
    [self.output didTapAddButton];
}

#pragma mark - HarvestLogViewInput

- (void)showCrops:(NSArray<Crop *> *)crops {
    self.crops = crops;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.crops.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kHarvestCellIdentifier forIndexPath:indexPath];
    Crop *crop = self.crops[indexPath.row];
    cell.textLabel.text = [NSString stringWithFormat:@"%@ (%@)", crop.name, crop.bed];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectCropAtIndex:indexPath.row];
}

@end
