//
//  PetListRouter.h
//  Pawprint
//

#import <UIKit/UIKit.h>

@protocol PetListRouterInput <NSObject>
- (void)openProfileForPet:(NSString *)petName;
@end

@interface PetListRouter : NSObject <PetListRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

/// Set by the assembly; meant for the vaccination reminders screen.
@property (nonatomic, copy) void (^onOpenVaccinations)(NSString *petName);

@end
