//
//  PetProfileViewController.h
//  Pawprint
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PetProfileViewInput <NSObject>
- (void)showFacts:(NSArray<NSString *> *)facts;
@end

@protocol PetProfileViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface PetProfileViewController : UITableViewController <PetProfileViewInput>

@property (nonatomic, strong) id<PetProfileViewOutput> output;

@end

NS_ASSUME_NONNULL_END
