//
//  PetListViewController.h
//  Pawprint
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PetListViewInput <NSObject>
- (void)showPets:(NSArray<NSString *> *)pets;
@end

@protocol PetListViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface PetListViewController : UITableViewController <PetListViewInput>

@property (nonatomic, strong) id<PetListViewOutput> output;

@end

NS_ASSUME_NONNULL_END
