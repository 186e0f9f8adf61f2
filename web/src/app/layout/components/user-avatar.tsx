import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { userDisplayName, userInitial, type User } from '@/types/user';

export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return (
    <Avatar className={cn('size-8', className)}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback delayMs={user.profileImageUrl ? 300 : 0} aria-label={userDisplayName(user)}>
        {userInitial(user)}
      </AvatarFallback>
    </Avatar>
  );
}
