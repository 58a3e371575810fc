//
//  LiftTicketBuilder.h
//  Piste
//

#import <UIKit/UIKit.h>

@interface LiftTicketBuilder : NSObject

+ (UIViewController *)build;

@end
