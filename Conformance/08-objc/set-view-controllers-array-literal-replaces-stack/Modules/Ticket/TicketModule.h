//
//  TicketModule.h
//  Encore
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TicketViewInput <NSObject>
- (void)showHeadline:(NSString *)headline details:(NSString *)details;
@end

@protocol TicketViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface TicketViewController : UIViewController <TicketViewInput>
@property (nonatomic, strong) id<TicketViewOutput> output;
@end

@interface TicketPresenter : NSObject <TicketViewOutput>
@property (nonatomic, weak) id<TicketViewInput> view;
@property (nonatomic, copy) NSString *code;
@property (nonatomic, copy) NSString *gig;
@property (nonatomic, copy) NSString *seat;
@end

@interface TicketAssembly : NSObject
+ (UIViewController *)buildModuleWithCode:(NSString *)code gig:(NSString *)gig seat:(NSString *)seat;
@end

NS_ASSUME_NONNULL_END
